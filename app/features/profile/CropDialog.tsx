// Loaded on demand by PhotoField: react-easy-crop and its stylesheet stay out of the page's
// first load (its automatic <style> injection is off: the CSP allows only linked stylesheets).
import { useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import "react-easy-crop/react-easy-crop.css";
import { Dialog } from "~/components/ui/Dialog";

/** The square chosen, in the pixels of the upright photo, and a small preview of it. */
export type CropResult = { x: number; y: number; size: number; previewUrl: string };

const PREVIEW_PX = 256;

/** Draws the chosen square of `image` small, for the form's preview. */
async function previewOf(image: string, area: Area): Promise<string> {
  const element = new Image();
  element.src = image;
  await element.decode();
  const canvas = document.createElement("canvas");
  canvas.width = PREVIEW_PX;
  canvas.height = PREVIEW_PX;
  canvas
    .getContext("2d")
    ?.drawImage(element, area.x, area.y, area.width, area.height, 0, 0, PREVIEW_PX, PREVIEW_PX);
  return canvas.toDataURL("image/jpeg", 0.85);
}

type Props = { image: string; onDone: (result: CropResult) => void; onCancel: () => void };

export default function CropDialog({ image, onDone, onCancel }: Props) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // Closing the dialog any other way than "Gunakan Foto" (Escape, Batal) drops the photo.
  const used = useRef(false);
  return (
    <Dialog title="Potong Foto" className="crop-dialog" onClose={() => used.current || onCancel()}>
      <div className="crop-area">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          disableAutomaticStylesInjection
        />
      </div>
      <label>
        Perbesar
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </label>
      <footer>
        <button type="button" className="secondary" onClick={onCancel}>
          Batal
        </button>
        <button
          type="button"
          disabled={!area}
          onClick={async () => {
            if (!area) return;
            used.current = true;
            const size = Math.max(1, Math.round(Math.min(area.width, area.height)));
            const x = Math.max(0, Math.round(area.x));
            const y = Math.max(0, Math.round(area.y));
            onDone({ x, y, size, previewUrl: await previewOf(image, area) });
          }}
        >
          Gunakan Foto
        </button>
      </footer>
    </Dialog>
  );
}
