// 001 §2 /profil/skeleton-sunting: the profile edit page's loading state as its own address.
import type { MetaFunction } from "@remix-run/node";
import { ProfileSkeleton } from "~/components/profile/ProfileSkeleton";
import { SITE_NAME } from "~/components/layout/types";

export const meta: MetaFunction = () => [{ title: `Sunting Pengguna | ${SITE_NAME}` }];

export default function ProfileEditSkeleton() {
  return <ProfileSkeleton />;
}
