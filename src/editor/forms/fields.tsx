/**
 * The forms' fields, each the same way: a visible label tied to its control, a hint and a slip
 * (what is wrong with what was typed) said to screen readers with it (aria-describedby), controls
 * at least 48 px high and in 16 px text, so a phone doesn't zoom into them.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

type Described = { label: string; hint?: string | undefined; slip?: string | undefined };

/** The ids a control is described by: its hint and its slip. */
function describedBy(id: string, { hint, slip }: Described): string | undefined {
  return [hint ? `${id}-hint` : "", slip ? `${id}-slip` : ""].filter(Boolean).join(" ") || undefined;
}

function Notes({ id, hint, slip }: { id: string } & Omit<Described, "label">) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="editor-field__hint">
          {hint}
        </p>
      ) : null}
      {slip ? (
        <p id={`${id}-slip`} className="editor-field__slip">
          {slip}
        </p>
      ) : null}
    </>
  );
}

type InputProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-describedby" | "aria-invalid">;

export function Field({ label, hint, slip, className, ...input }: InputProps) {
  const id = useId();
  return (
    <div className={`editor-field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={slip ? true : undefined} aria-describedby={describedBy(id, { label, hint, slip })} {...input} />
      <Notes id={id} hint={hint} slip={slip} />
    </div>
  );
}

type AreaProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "aria-describedby" | "aria-invalid">;

export function AreaField({ label, hint, slip, className, ...area }: AreaProps) {
  const id = useId();
  return (
    <div className={`editor-field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={slip ? true : undefined} aria-describedby={describedBy(id, { label, hint, slip })} {...area} />
      <Notes id={id} hint={hint} slip={slip} />
    </div>
  );
}

type ChoiceProps = Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "aria-describedby" | "aria-invalid"> & { children: ReactNode };

export function ChoiceField({ label, hint, slip, children, className, ...select }: ChoiceProps) {
  const id = useId();
  return (
    <div className={`editor-field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={slip ? true : undefined} aria-describedby={describedBy(id, { label, hint, slip })} {...select}>
        {children}
      </select>
      <Notes id={id} hint={hint} slip={slip} />
    </div>
  );
}

type CheckProps = Omit<Described, "slip"> & { checked: boolean; onChange: (checked: boolean) => void };

export function CheckField({ label, hint, checked, onChange }: CheckProps) {
  const id = useId();
  return (
    <div className="editor-check-field">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      <Notes id={id} hint={hint} />
    </div>
  );
}
