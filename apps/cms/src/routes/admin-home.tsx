import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin: the admin area's start screen. */
export function AdminHomeScreen() {
  useDocumentTitle('Admin');
  return (
    <div className="fe-screen">
      <h1 className="fe-screen__title" tabIndex={-1}>
        Admin
      </h1>
      <ul className="cms-cards">
        <li>
          <Link to="/admin/settings" className="cms-card">
            <span className="cms-card__title">Settings</span>
            <span className="cms-card__text">Site-wide settings: cookie consent, exit popup, prices, general options.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/redirects" className="cms-card">
            <span className="cms-card__title">Redirects</span>
            <span className="cms-card__text">Send visitors of an old path elsewhere; moved pages add theirs automatically.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/metaheads" className="cms-card">
            <span className="cms-card__title">Metaheads</span>
            <span className="cms-card__text">Scripts, styles and HTML the site adds to every page or one page, and the switch that turns them all off.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/forms" className="cms-card">
            <span className="cms-card__title">Forms</span>
            <span className="cms-card__text">Build forms, read and export their leads, see the outbox of e-mails and CRM calls.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/media" className="cms-card">
            <span className="cms-card__title">Media library</span>
            <span className="cms-card__text">Upload images, file them in buckets, write their alternative texts, set focal points, see where they are used.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/navigation" className="cms-card">
            <span className="cms-card__title">Navigation</span>
            <span className="cms-card__text">Arrange the site menu by drag and drop or keyboard, rename entries, preview the mega menu and mobile drawer.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/audit" className="cms-card">
            <span className="cms-card__title">Audit log</span>
            <span className="cms-card__text">Who changed pages, settings, metaheads, navigation and media, and when.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/users" className="cms-card">
            <span className="cms-card__title">Users and roles</span>
            <span className="cms-card__text">Who can sign in, their roles and last sign-in, and what each role may do.</span>
          </Link>
        </li>
        <li>
          <Link to="/cms" className="cms-card">
            <span className="cms-card__title">Pages</span>
            <span className="cms-card__text">Create, edit, publish and disable pages.</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
