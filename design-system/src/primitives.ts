export { Button, buttonVariants, buttonSizes, type ButtonProps } from './components/Button/Button.tsx';
