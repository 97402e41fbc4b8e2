import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonStyleProps } from './button-variants';

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
