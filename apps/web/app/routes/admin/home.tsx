import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDashboard } from '../../components/admin/dashboard.tsx';
import { useStaff } from '../../hooks/use-staff.ts';

export default function AdminHome() {
  const { t } = useTranslation();
  const staff = useStaff();
  const cards = staff.menu.filter((item) => item.href !== '/admin');
  return (
    <div>
      <title>{t('admin.title')}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('admin.title')}
      </h1>
      <p className="mt-2 text-sm text-gray-600">{t('admin.home.intro', { name: staff.name })}</p>
      <div className="mt-8">
        <AdminDashboard />
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className="flex h-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="font-medium text-gray-900">{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
