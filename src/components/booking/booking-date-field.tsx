import type { BookingProblem } from "../../booking/types";

type Props = {
  /** The input's id; its problems are described by `${id}-error`. */
  id: string;
  name: string;
  label: string;
  value: string;
  min: string | undefined;
  errors: BookingProblem[];
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
};

/** A date of the availability form, with each of its problems as an alert right below it. */
export function BookingDateField({ id, name, label, value, min, errors, inputRef, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="booking-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="date"
        min={min}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
      />
      <div id={errorId}>
        {errors.map((problem) => (
          <p key={problem.message} role="alert" className="booking-form__error">
            {problem.message}
          </p>
        ))}
      </div>
    </div>
  );
}
