import type { ReactNode } from "react";
import type { BookingProblem } from "../../booking/types";
import { useHeldLimits, useHeldValue } from "../typed-before-live";
import { BookingFieldErrors, invalidProps } from "./booking-field-errors";

type Props = {
  /** The input's id; its problems are described by `${id}-error`. */
  id: string;
  name: string;
  label: string;
  value: string;
  /** The dates the rules accept, so the browser's picker offers no other (none before the rules arrive). */
  min: string | undefined;
  max: string | undefined;
  errors: BookingProblem[];
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  /** Shown below the field's problems (the check-out's: the button that opens the calendar). */
  children?: ReactNode;
};

/** A date of the availability form, with each of its problems as an alert right below it. */
export function BookingDateField({ id, name, label, value, min, max, errors, inputRef, onChange, children }: Props) {
  const errorId = `${id}-error`;
  // Held, not controlled: hydration would wipe a date half typed (typed-before-live.ts).
  const heldRef = useHeldValue(value);
  useHeldLimits(heldRef, min, max);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={(element) => {
          heldRef.current = element;
          inputRef(element);
        }}
        id={id}
        name={name}
        type="date"
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(errorId, errors)}
      />
      <BookingFieldErrors id={errorId} errors={errors} />
      {children}
    </div>
  );
}
