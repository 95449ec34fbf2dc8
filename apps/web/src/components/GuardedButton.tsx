import { Button, type ButtonProps } from 'antd';
import { useClickGuard } from './use-click-guard.ts';

/** A button that disables itself for 2000 ms after a click (submit, delete, export). */
export function GuardedButton({ onClick, disabled, ...rest }: ButtonProps) {
  const { blocked, guard } = useClickGuard();
  return <Button {...rest} disabled={disabled || blocked} onClick={onClick ? guard(onClick) : undefined} />;
}
