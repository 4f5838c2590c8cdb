// 001 §2 /profil/skeleton-sunting: the profile edit page's loading state as its own address.
import type { MetaFunction } from "@remix-run/node";
import { ProfileSkeleton } from "~/features/profile/AccountSkeletons";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Sunting Pengguna") }];

export default function ProfileEditSkeleton() {
  return <ProfileSkeleton />;
}
