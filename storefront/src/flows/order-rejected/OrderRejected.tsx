import { useEffect, useState } from 'react';
import * as styles from '../../styles/shell.css.ts';

export type OrderRejectedLabels = {
  heading: string;
  modifyHeading: string;
  cancellation: string;
  modifyCancellation: string;
  errorCode: string;
  goToHome: string;
};

/** The page a rejected payment authorization lands on; ?isModify=true (or modify=true) for a modified order. */
export function OrderRejected({ labels }: { labels: OrderRejectedLabels }) {
  const [isModify, setModify] = useState(false);
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    setModify(search.get('isModify') === 'true' || search.get('modify') === 'true');
  }, []);
  return (
    <div className={styles.flowMount} data-state={isModify ? 'modify' : 'order'}>
      <h1 className={styles.pageHeading}>{isModify ? labels.modifyHeading : labels.heading}</h1>
      <p className={styles.prose}>{isModify ? labels.modifyCancellation : labels.cancellation}</p>
      <p className={styles.prose} data-part="error-code">
        {labels.errorCode}
      </p>
      <p className={styles.prose}>
        <a className={styles.backLink} href="/">
          {labels.goToHome}
        </a>
      </p>
    </div>
  );
}
