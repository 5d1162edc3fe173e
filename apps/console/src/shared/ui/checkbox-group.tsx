interface CheckboxGroupProps<Value extends string> {
  legend: string;
  options: readonly { value: Value; label: string }[];
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
}

/** A fieldset of checkboxes choosing any number of values, kept in the options' order. */
export function CheckboxGroup<Value extends string>({ legend, options, chosen, onChange }: CheckboxGroupProps<Value>) {
  const toggle = (value: Value, on: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="form-grid">
        {options.map((option) => (
          <label key={option.value} className="check">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
