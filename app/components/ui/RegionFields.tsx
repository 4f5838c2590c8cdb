// Province → district (kabupaten/kota) → sub-district (kecamatan) selects, shared by the
// registration and address forms. With JavaScript a choice loads the next list at once
// (routes/wilayah.tsx); without it, a submit button with an `intent` asks the page's action to
// render the form again with the next list, keeping everything typed.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field, type FieldMeta } from "~/components/ui/FormField";
import type { Region, RegionLists } from "~/lib/admin/regions.server";
import { REGION_INTENT, type RegionListData } from "~/lib/forms/region-intent";

/** A select's field: conform's metadata (`fields.province_id`) or the same shape by hand. */
export type RegionField = FieldMeta & { name: string; initialValue?: unknown; required?: boolean };

type Props = {
  province: RegionField;
  district: RegionField;
  subDistrict: RegionField;
  /** The lists for the chosen values, as the loader or action loaded them. */
  lists: RegionLists;
  labels?: { province: string; district: string; subDistrict: string };
  /** The submit button that reloads the form with the next list when JavaScript is off. */
  intent?: { name: string; value: string };
};

const DEFAULT_LABELS = { province: "Provinsi", district: "Kabupaten/Kota", subDistrict: "Kecamatan" };

const asId = (value: unknown) => (typeof value === "string" ? value : "");

/** The list for `parent`: fetched just now, or the server's if it was loaded for the same parent. */
function listFor(
  parent: string,
  fetched: RegionListData | undefined,
  serverParent: string,
  serverList: Region[],
) {
  if (!parent) return [];
  if (fetched?.parent === parent) return fetched.regions;
  return parent === serverParent ? serverList : [];
}

export function RegionFields({
  province,
  district,
  subDistrict,
  lists,
  labels = DEFAULT_LABELS,
  intent = { name: "intent", value: REGION_INTENT },
}: Props) {
  const hydrated = useHydrated();
  const districtFetcher = useFetcher<RegionListData>();
  const subDistrictFetcher = useFetcher<RegionListData>();
  const [provinceId, setProvinceId] = useState(asId(province.initialValue));
  const [districtId, setDistrictId] = useState(asId(district.initialValue));
  const [subDistrictId, setSubDistrictId] = useState(asId(subDistrict.initialValue));

  const districts = listFor(provinceId, districtFetcher.data, asId(province.initialValue), lists.districts);
  const subDistricts = listFor(
    districtId,
    subDistrictFetcher.data,
    asId(district.initialValue),
    lists.subDistricts,
  );

  function chooseProvince(id: string) {
    setProvinceId(id);
    setDistrictId("");
    setSubDistrictId("");
    if (id) districtFetcher.load(`/wilayah?${new URLSearchParams({ provinsi: id })}`);
  }

  function chooseDistrict(id: string) {
    setDistrictId(id);
    setSubDistrictId("");
    if (id) subDistrictFetcher.load(`/wilayah?${new URLSearchParams({ kabupaten: id })}`);
  }

  const nextListButton = (text: string) =>
    hydrated ? null : (
      <button
        type="submit"
        name={intent.name}
        value={intent.value}
        formNoValidate
        className="secondary outline"
      >
        {text}
      </button>
    );

  return (
    <>
      <Field label={labels.province} field={province}>
        <RegionSelect
          field={province}
          value={provinceId}
          onChange={chooseProvince}
          regions={lists.provinces}
          placeholder={`- Pilih ${labels.province} -`}
        />
      </Field>
      {nextListButton(`Tampilkan ${labels.district}`)}
      <Field label={labels.district} field={district}>
        <RegionSelect
          field={district}
          value={districtId}
          onChange={chooseDistrict}
          regions={districts}
          busy={districtFetcher.state !== "idle"}
          placeholder={`- Pilih ${labels.district} -`}
        />
      </Field>
      {nextListButton(`Tampilkan ${labels.subDistrict}`)}
      <Field label={labels.subDistrict} field={subDistrict}>
        <RegionSelect
          field={subDistrict}
          value={subDistrictId}
          onChange={setSubDistrictId}
          regions={subDistricts}
          busy={subDistrictFetcher.state !== "idle"}
          placeholder={`- Pilih ${labels.subDistrict} -`}
        />
      </Field>
    </>
  );
}

function RegionSelect({
  field,
  value,
  onChange,
  regions,
  busy = false,
  placeholder,
}: {
  field: RegionField;
  value: string;
  onChange: (id: string) => void;
  regions: Region[];
  busy?: boolean;
  placeholder: string;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <select
      id={field.id}
      name={field.name}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required={field.required}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? field.errorId : undefined}
      aria-busy={busy || undefined}
    >
      <option value="">{placeholder}</option>
      {regions.map((region) => (
        <option key={region.id} value={region.id}>
          {region.name}
        </option>
      ))}
    </select>
  );
}
