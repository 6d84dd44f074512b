import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './otp-input';

function Harness() {
  const [otp, setOtp] = useState(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput value={otp} onChange={setOtp} />
      <output data-testid="code">{otp.join('')}</output>
    </>
  );
}

afterEach(cleanup);

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('OtpInput', () => {
  it('takes one digit per box and moves on as you type, ignoring letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(screen.getByTestId('code')).toHaveTextContent('123456');
  });

  it('fills all six boxes from a paste', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('98 76 54');
    expect(screen.getByTestId('code')).toHaveTextContent('987654');
    expect(box(6)).toHaveFocus();
  });

  it('goes back with Backspace and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('replaces a digit when typing over a filled box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('7');
    expect(screen.getByTestId('code')).toHaveTextContent(/^72$/);
  });
});
