import type { Genre, Language } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import styles from './vod-filters.module.css';

export interface VodFiltersProps {
  languages: readonly Language[];
  /** Null hides the Genre dropdown. */
  genres: readonly Genre[] | null;
  languageCode: string;
  genreId: string;
  onLanguageChange: (code: string) => void;
  onGenreChange: (id: string) => void;
}

/** The Language and Genre dropdowns of a tab; 'All' (value ALL) means no filter. */
export function VodFilters({
  languages,
  genres,
  languageCode,
  genreId,
  onLanguageChange,
  onGenreChange,
}: VodFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <SelectField
        label={t('ondemand.language')}
        includeAll
        options={languages.map((language) => ({ value: language.code, label: language.name }))}
        value={languageCode}
        onChange={(event) => onLanguageChange(event.target.value)}
      />
      {genres && (
        <SelectField
          label={t('ondemand.genre')}
          includeAll
          options={genres.map((genre) => ({ value: genre.id, label: genre.category }))}
          value={genreId}
          onChange={(event) => onGenreChange(event.target.value)}
        />
      )}
    </div>
  );
}
