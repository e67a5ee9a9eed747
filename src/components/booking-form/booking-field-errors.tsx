import type { BookingProblem } from "../../booking/types";

/** A field's problems, each an alert of its own right below the control that describes itself by `id`. */
export function BookingFieldErrors({ id, errors }: { id: string; errors: BookingProblem[] }) {
  return (
    <div id={id} className="booking-form__errors">
      {errors.map((problem) => (
        <p key={problem.message} role="alert" className="booking-form__error">
          {problem.message}
        </p>
      ))}
    </div>
  );
}

/** What a control at fault carries, so a screen reader says its problem with its name. */
export function invalidProps(errorId: string, errors: BookingProblem[]) {
  return { "aria-invalid": errors.length > 0 || undefined, "aria-describedby": errors.length > 0 ? errorId : undefined };
}
