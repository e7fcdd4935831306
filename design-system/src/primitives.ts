export { Button, buttonVariants, buttonSizes, type ButtonProps } from './components/Button/Button.tsx';
export { IconButton, iconButtonVariants, iconButtonSizes, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Link, linkVariants, type LinkProps } from './components/Link/Link.tsx';
export { FieldError, type FieldErrorProps } from './components/FieldError/FieldError.tsx';
export { TextField, textFieldTypes, maskDigit, type TextFieldProps } from './components/TextField/TextField.tsx';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select.tsx';
export { Checkbox, checkboxStates, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
} from './components/RadioGroup/RadioGroup.tsx';
export { Spinner, spinnerSizes, spinnerDefaultDelayMs, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { Card, cardVariants, cardElements, cardHeadingLevels, type CardProps } from './components/Card/Card.tsx';
export { Skeleton, skeletonRadii, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
