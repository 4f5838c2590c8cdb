import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { errorAria, FieldError } from "~/components/ui/FormField";
import { FileInput } from "~/components/ui/upload";
import { MEDIA_RULE } from "~/lib/upload-rules";

type Props = {
  /** One field name per slot, in order. */
  fields: readonly string[];
  /** Slot label, numbered: "Media 1", "Bukti 1". */
  label: string;
  /** The button that opens the next slot ("Tambah Media", "Tambah Bukti"). */
  addLabel: string;
  /** Slots shown from the start with JavaScript. */
  minSlots: number;
  /** Whether a slot may be added now (reviews: once a comment is written). */
  canAdd: boolean;
  errors: Record<string, string | undefined>;
};

/**
 * File slots for review media and complaint proof (001 §2): without JavaScript every slot is
 * there at once and the server applies the rules; with it, a new slot opens only when the
 * previous one has a file, up to the last.
 */
export function MediaSlots({ fields, label, addLabel, minSlots, canAdd, errors }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(minSlots);
  const [filled, setFilled] = useState<boolean[]>(() => fields.map(() => false));
  const shown = hydrated ? fields.slice(0, open) : fields;
  const previousFilled = open === 0 || filled[open - 1];
  return (
    <div className="media-slots">
      {shown.map((name, index) => {
        const error = errors[name];
        return (
          <div className="field" key={name}>
            <label htmlFor={`slot-${name}`}>
              {label} {index + 1}
            </label>
            {/* With JS a refused file is cleared and its message shown in a dialog (FileInput). */}
            <FileInput
              id={`slot-${name}`}
              name={name}
              rule={MEDIA_RULE}
              {...errorAria(`slot-${name}-error`, error)}
              onChange={(event) => {
                const has = (event.currentTarget.files?.length ?? 0) > 0;
                setFilled((current) => current.map((value, at) => (at === index ? has : value)));
              }}
            />
            <FieldError id={`slot-${name}-error`} error={error} />
          </div>
        );
      })}
      {hydrated && canAdd && open < fields.length ? (
        <button
          type="button"
          className="secondary outline media-add"
          disabled={!previousFilled}
          onClick={() => setOpen((count) => Math.min(fields.length, count + 1))}
        >
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}
