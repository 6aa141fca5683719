/**
 * A light form for the first screen (the sign-in and create-account cards): native inputs with our own
 * markup (styles.css "Light forms") instead of Ant Design's Form and Input, whose field store, validator
 * and input wrappers were a third of the sign-in page's scripts and a quarter of its stylesheet. It checks
 * with the domain's zod schemas as `zod-form.ts` does for Ant Design's forms, so the messages are the
 * server's, and it behaves as those forms do: a field is checked as it changes, the whole form when sent,
 * a field that depends on another (the confirmation on the password) again when that one changes.
 */
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';
import { t } from '@/i18n';

type Values = Readonly<Record<string, string>>;
type Errors = Readonly<Record<string, string | undefined>>;
type Dependencies = Readonly<Record<string, readonly string[]>>;

const NO_DEPENDENCIES: Dependencies = {};

/** The first issue of each field of `fields` (translated), or undefined when the field has none. */
export const fieldErrors = (
  result: {
    readonly success: boolean;
    readonly error?: {
      readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
    };
  },
  fields: readonly string[],
  translate: (text: string) => string = t,
): Errors =>
  Object.fromEntries(
    fields.map((field) => {
      const issue = result.success
        ? undefined
        : result.error?.issues.find((candidate) => String(candidate.path[0]) === field);
      return [field, issue ? translate(issue.message) : undefined];
    }),
  );

export interface LightForm {
  readonly values: Values;
  readonly errors: Errors;
  readonly setValue: (name: string, value: string) => void;
  /** The form element's onSubmit: checks every field, then calls `onValid` with the schema's output. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Each field's input id (for the focus on the first invalid field). */
  readonly idOf: (name: string) => string;
}

/**
 * The form's state. `schema` loads the zod schema (zod loads with the first check, not the first screen);
 * `dependencies`: the fields checked again when another changes (`{ password: ['confirmPassword'] }`),
 * once they have been checked themselves.
 */
export function useLightForm<S extends z.ZodType>({
  schema,
  initialValues,
  dependencies = NO_DEPENDENCIES,
  onValid,
}: {
  readonly schema: () => Promise<S>;
  readonly initialValues: Values;
  readonly dependencies?: Dependencies;
  readonly onValid: (output: z.output<S>) => void;
}): LightForm {
  const id = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const current = useRef(values);
  const checked = useRef(new Set<string>());
  // each field remembers the last check that covered it: an older answer never overwrites a newer one
  const checks = useRef({ last: 0, ofField: new Map<string, number>() });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  // the latest callback, without making a new onSubmit on every render
  const whenValid = useRef(onValid);
  whenValid.current = onValid;

  const check = useCallback(
    async (fields: readonly string[]) => {
      const number = ++checks.current.last;
      for (const field of fields) {
        checks.current.ofField.set(field, number);
        checked.current.add(field);
      }
      const result = (await schema()).safeParse(current.current);
      const found = fieldErrors(result, fields);
      const fresh = Object.fromEntries(
        Object.entries(found).filter(([field]) => checks.current.ofField.get(field) === number),
      );
      setErrors((previous) => ({ ...previous, ...fresh }));
      return { result, found };
    },
    [schema],
  );

  const setValue = useCallback(
    (name: string, value: string) => {
      current.current = { ...current.current, [name]: value };
      setValues(current.current);
      const dependents = (dependencies[name] ?? []).filter((field) => checked.current.has(field));
      void check([name, ...dependents]);
    },
    [check, dependencies],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void check(Object.keys(initialValues)).then(({ result, found }) => {
        if (result.success) return whenValid.current(result.data as z.output<S>);
        // the focus goes to the first field to mend, so a screen reader hears its message
        const first = Object.keys(initialValues).find((field) => found[field]);
        if (first) document.getElementById(idOf(first))?.focus();
      });
    },
    [check, initialValues, idOf],
  );

  return useMemo(
    () => ({ values, errors, setValue, onSubmit, idOf }),
    [values, errors, setValue, onSubmit, idOf],
  );
}

/**
 * A labelled input of a light form, its message below it (announced as it appears). `password`: with a
 * button that shows or hides what is typed.
 */
export function LightField({
  form,
  name,
  label,
  required = false,
  password = false,
  ...input
}: {
  readonly form: LightForm;
  readonly name: string;
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly password?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'required'>) {
  const [shown, setShown] = useState(false);
  const inputId = form.idOf(name);
  const error = form.errors[name];
  const field = (
    <input
      {...input}
      id={inputId}
      name={name}
      className="pm-input"
      type={password ? (shown ? 'text' : 'password') : (input.type ?? 'text')}
      value={form.values[name] ?? ''}
      onChange={(event) => form.setValue(name, event.target.value)}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${inputId}-error` : undefined}
    />
  );
  return (
    <div className={`pm-field${error ? ' pm-field-invalid' : ''}`}>
      <label htmlFor={inputId} className={required ? 'pm-required' : undefined}>
        {label}
      </label>
      {password ? (
        <span className="pm-password">
          {field}
          <button
            type="button"
            className="pm-password-toggle"
            aria-label={shown ? t('Hide password') : t('Show password')}
            aria-pressed={shown}
            aria-controls={inputId}
            onClick={() => setShown((was) => !was)}
          >
            <EyeIcon crossed={!shown} />
          </button>
        </span>
      ) : (
        field
      )}
      {error && (
        <div id={`${inputId}-error`} className="pm-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** An eye (what is typed is shown) or a crossed eye (hidden), as Ant Design's password inputs draw them. */
function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        fill="currentColor"
      />
      {crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
