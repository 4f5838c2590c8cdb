import { errorAria, FieldError } from "~/components/ui/FormField";
import { digitsInput } from "./digits";

type RupiahInputProps = {
  id: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  maxDigits: number;
};

/** A rupiah amount typed as digits (001 §5), its field error below it. */
export function RupiahInput({ id, name, defaultValue, error, maxDigits }: RupiahInputProps) {
  return (
    <>
      <div className="rupiah-input">
        <span aria-hidden="true">Rp.</span>
        <input
          id={id}
          name={name}
          defaultValue={defaultValue}
          {...errorAria(`${id}-error`, error)}
          {...digitsInput(maxDigits)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}
