import { lazy, Suspense, useRef, useState } from "react";
import { BusyOverlay } from "~/components/ui/BusyOverlay";
import { FileInput } from "~/components/ui/upload";
import { PROFILE_PHOTO_RULE } from "~/lib/upload-rules";
import type { CropResult } from "./CropDialog";

// The cropper (react-easy-crop) is fetched only once the buyer picks a photo.
const CropDialog = lazy(() => import("./CropDialog"));

type Props = {
  /** The stored photo's URL, or null (the initial then stands in). */
  current: string | null;
  initial: string;
  error?: string;
};

/**
 * The photo of the profile form (001 §5: jpg, jpeg, png or webp under 2,000,000 bytes, cropped
 * square). Without JavaScript the file goes as chosen and the server takes its centre; with it,
 * the browser checks the file, a crop modal chooses the square and its box goes with the file.
 */
export function PhotoField({ current, initial, error }: Props) {
  const field = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropResult | null>(null);

  const preview = crop?.previewUrl ?? null;

  const clear = () => {
    const input = field.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (input) input.value = "";
    setPicked(null);
    setCrop(null);
  };

  return (
    <div className="photo-field" ref={field}>
      {preview || current ? (
        <img
          className="profile-photo"
          src={preview ?? current ?? ""}
          alt="Foto profil"
          width={128}
          height={128}
        />
      ) : (
        <span className="profile-photo" aria-hidden="true">
          {initial}
        </span>
      )}
      <div>
        <label htmlFor="profile-image">Foto Profil</label>
        <FileInput
          id="profile-image"
          name="image"
          rule={PROFILE_PHOTO_RULE}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "profile-image-error" : "profile-image-hint"}
          onChange={(event) => {
            // FileInput has already cleared a file the rule refuses (and said why).
            const file = event.currentTarget.files?.[0];
            setCrop(null);
            if (!file) return clear();
            // A data: URL, not a blob: one: the page's CSP allows images from 'self' and data: only.
            const reader = new FileReader();
            reader.onload = () => setPicked(typeof reader.result === "string" ? reader.result : null);
            reader.readAsDataURL(file);
          }}
        />
        {error ? (
          <small id="profile-image-error" className="field-error">
            {error}
          </small>
        ) : (
          <small id="profile-image-hint">
            Format .jpg, .jpeg, .png atau .webp, kurang dari 2 MB. Foto dipotong persegi
            {crop ? " sesuai pilihan Anda" : " dari bagian tengah"} dan disimpan saat Anda menekan Simpan.
          </small>
        )}
        {crop ? (
          <>
            <input type="hidden" name="crop_x" value={crop.x} />
            <input type="hidden" name="crop_y" value={crop.y} />
            <input type="hidden" name="crop_size" value={crop.size} />
          </>
        ) : null}
      </div>
      {picked && !crop ? (
        <Suspense fallback={<BusyOverlay show text="Memuat pemotong foto..." />}>
          <CropDialog image={picked} onDone={setCrop} onCancel={clear} />
        </Suspense>
      ) : null}
    </div>
  );
}
