// The add and edit address pages share one action: re-render with the next region list when
// the cascade asks for it (no JavaScript), show the form's errors, or hand over what to save.
import { parseWithZod } from "@conform-to/zod";
import { REGION_INTENT } from "~/lib/forms/region-intent";
import { loadRegions, type RegionLists } from "~/lib/admin/regions.server";
import { submissionAnswer, type FormAnswer } from "~/lib/forms/answer";
import { STORE_REFUSAL_TITLE } from "~/lib/forms/texts";
import { ADDRESS_FORM } from "~/features/buying/address-book";
import { addressSchema, type AddressInput } from "~/features/buying/address-schema";

/**
 * The address form's answer, with the region lists the form shows next: without JavaScript the
 * province / district / sub-district cascade is a post that renders the form again.
 */
export type AddressFormAnswer = FormAnswer & { regions: RegionLists };

export type AddressFormStep =
  | { kind: "render"; answer: AddressFormAnswer }
  | {
      kind: "save";
      value: AddressInput; /** The form as sent, with the host's message above it when there is one to show. */
      refused: (message?: string) => AddressFormAnswer;
    };

const formText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" && value ? value : undefined;
};

export async function readAddressForm(formData: FormData): Promise<AddressFormStep> {
  const submission = parseWithZod(formData, { schema: addressSchema });
  const { selection, ...regions } = await loadRegions({
    provinceId: formText(formData, "province_id"),
    districtId: formText(formData, "district_id"),
    subDistrictId: formText(formData, "sub_district_id"),
  });
  if (formData.get("intent") === REGION_INTENT) {
    const initialValue = {
      ...submission.reply().initialValue,
      province_id: selection.provinceId ?? "",
      district_id: selection.districtId ?? "",
      sub_district_id: selection.subDistrictId ?? "",
    };
    return { kind: "render", answer: { intent: ADDRESS_FORM, reply: { initialValue }, regions } };
  }
  if (submission.status !== "success")
    return { kind: "render", answer: { ...submissionAnswer(ADDRESS_FORM, submission), regions } };
  return {
    kind: "save",
    value: submission.value,
    // The host's message, when there is one to show, in 000 §8's 'Ooops' dialog.
    refused: (message) => ({
      ...submissionAnswer(ADDRESS_FORM, submission, {
        dialog: message ? { title: STORE_REFUSAL_TITLE, message } : undefined,
      }),
      regions,
    }),
  };
}
