import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@referly/domain';

type OtpInputProps = {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /** Enter in any box asks to verify; the parent decides whether it may. */
  onComplete?: () => void;
  invalid?: boolean;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Spec 000 §5: six boxes, one digit each. */
export function OtpInput({ value, onChange, disabled, onComplete, invalid }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // fills from `start` with as many digits as were given (typing one, pasting or autofilling six)
  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text).split('');
    if (incoming.length === 0) return;
    const from = incoming.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    incoming.slice(0, OTP_LENGTH - from).forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focus(Math.min(from + incoming.length, OTP_LENGTH - 1));
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = '';
    onChange(next);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) clear(index);
        else if (index > 0) {
          clear(index - 1);
          focus(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        clear(index);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focus(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focus(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focus(0);
        return;
      case 'End':
        event.preventDefault();
        focus(OTP_LENGTH - 1);
        return;
      case 'Enter':
        event.preventDefault();
        onComplete?.();
        return;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="flex justify-between gap-2 sm:gap-3" role="group" aria-label="One-time code">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = onlyDigits(event.target.value);
            if (typed === '') return;
            // a box that already held a digit shows old+new; keep what was just typed
            fill(index, typed.length === 2 && digit && typed.startsWith(digit) ? typed.slice(1) : typed);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          className="focus-ring h-12 w-full min-w-0 max-w-12 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold tabular-nums text-ink transition-colors aria-invalid:border-rose-500 disabled:bg-slate-100 sm:h-14 sm:max-w-14"
        />
      ))}
    </div>
  );
}
