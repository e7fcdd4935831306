export { Button, type ButtonProps, buttonSizes, buttonVariants } from './components/Button/Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './components/Button/ButtonLink.tsx';
export { Card, type CardProps, cardElements, cardHeadingLevels, cardVariants } from './components/Card/Card.tsx';
export { Checkbox, type CheckboxProps, checkboxStates } from './components/Checkbox/Checkbox.tsx';
export { FieldError, type FieldErrorProps } from './components/FieldError/FieldError.tsx';
export { Icon, type IconName, type IconProps, iconNames } from './components/Icon/Icon.tsx';
export {
  IconButton,
  type IconButtonProps,
  iconButtonSizes,
  iconButtonVariants,
} from './components/IconButton/IconButton.tsx';
export { Link, type LinkProps, linkVariants } from './components/Link/Link.tsx';
export {
  MaskedTextField,
  type MaskedTextFieldProps,
  maskDigit,
} from './components/MaskedTextField/MaskedTextField.tsx';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
} from './components/RadioGroup/RadioGroup.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Skeleton, type SkeletonProps, skeletonRadii } from './components/Skeleton/Skeleton.tsx';
export { Spinner, type SpinnerProps, spinnerDefaultDelayMs, spinnerSizes } from './components/Spinner/Spinner.tsx';
export { TextField, type TextFieldProps, textFieldTypes } from './components/TextField/TextField.tsx';
