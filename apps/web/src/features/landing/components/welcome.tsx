import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Welcome() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('landing.welcomeTitle')}</h1>
      <p>{t('landing.welcomeText')}</p>
      <p>
        <Link to="/login">{t('landing.login')}</Link>
      </p>
    </>
  );
}
