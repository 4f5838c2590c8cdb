/** 001 §2 the profile edit page's loading state (/profil/skeleton-sunting and while it loads). */
export function ProfileSkeleton() {
  return (
    <section className="profile-edit profile-skeleton" aria-busy="true" aria-label="Memuat data pengguna">
      <h1>Sunting Pengguna</h1>
      <div className="photo-field">
        <span className="profile-photo skeleton-block" />
        <span className="skeleton-line" />
      </div>
      <div className="profile-grid">
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index}>
            <span className="skeleton-line skeleton-label" />
            <span className="skeleton-line skeleton-input" />
          </div>
        ))}
      </div>
    </section>
  );
}
