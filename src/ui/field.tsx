import { h, type ComponentChildren } from 'preact';

/** Props of `Field`: a label, one control (the children) and the error line under it. */
export interface FieldProps {
  /** Id of the control, unique inside its shadow root; the label gets `<id>-label`, the error `<id>-error`. */
  id: string;
  label: string;
  /** The message under the field; the control refers to it with aria-describedby. */
  error?: string | undefined;
  /** Extra `part` names after `field`. */
  part?: string;
  /** `group` when the field holds more than one control (the phone's country and number). */
  role?: 'group';
  children?: ComponentChildren;
}

/**
 * A labelled field with its error line. The form moves focus to the first invalid control, so the
 * message is read with its label (no second live region to compete with the toast); empty, the
 * line takes no space.
 */
export function Field({ id, label, error, part = '', role, children }: FieldProps) {
  return (
    <div class={error ? 'f bad' : 'f'} part={`field ${part}`} role={role} aria-labelledby={role && `${id}-label`}>
      <label id={`${id}-label`} class="l" part="label" for={id}>
        {label}
      </label>
      {children}
      <p id={`${id}-error`} class="e" part="error">
        {error}
      </p>
    </div>
  );
}

/** Props of `TextField`; the rest go to the input as they are. */
export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  type?: 'email' | 'tel';
  autocomplete?: string;
  inputMode?: 'email' | 'tel';
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
}

/** A labelled input whose error is wired for assistive tech (aria-invalid, aria-describedby). */
export function TextField({ label, error, onValue, required, type, ...input }: TextFieldProps) {
  return (
    <Field id={input.id} label={label} error={error}>
      <input
        class="input"
        part="input"
        name={input.id}
        // One literal for Preact's per-type input typings; the value is any of them.
        type={type as 'text'}
        {...input}
        aria-required={required}
        aria-invalid={!!error}
        aria-describedby={`${input.id}-error`}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
    </Field>
  );
}

/** A small spinner; decorative (the text next to it says what is happening). */
export const Spinner = () => <span class="sp" part="spinner" aria-hidden="true" />;

/** A check mark; decorative. */
export const Check = () => (
  <svg class="ck" viewBox="0 0 20 20" aria-hidden="true">
    <path d="M5 10.5l3.2 3.2L15 7" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" />
  </svg>
);

/** Styles of fields, buttons, the spinner and check marks (with `modalStyles`, which sets the theme variables). */
export const fieldStyles =
  '.f{display:grid;gap:.25em;margin-bottom:.875em}' +
  '.l{font-size:.9375em;font-weight:600}' +
  '.input{width:100%;min-height:2.75em;margin:0;padding:.5em .75em;border:1px solid var(--embudo-border,#64748b);border-radius:calc(var(--r)*.75);background:var(--s);color:var(--c);font:inherit;appearance:none}' +
  '.input::placeholder{color:#64748b;opacity:1}' +
  '.bad .input{border-color:var(--d)}' +
  '.e{margin:0;font-size:.875em;color:var(--d)}' +
  '.e:empty{display:none}' +
  '.button{display:flex;align-items:center;justify-content:center;gap:.5em;width:100%;min-height:3em;padding:.625em 1.25em;border:1px solid transparent;border-radius:var(--r);background:var(--a);color:var(--embudo-accent-contrast,#fff);font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}' +
  '.button:hover{filter:brightness(1.08)}' +
  '.sp{flex:none;width:1em;height:1em;border:.15em solid;border-right-color:transparent;border-radius:50%;animation:embudo-spin .8s linear infinite}' +
  '@media(prefers-reduced-motion:reduce){.sp{animation-duration:2.4s}}' +
  '@keyframes embudo-spin{to{transform:rotate(1turn)}}' +
  '.ck{flex:none;width:1.25em;height:1.25em;color:var(--g)}';
