// One module per language: the bundler keeps only de, fr and pt of the package's 31 languages (one ~29 kB gzip
// chunk, fetched on grid pages in those languages).
export { AG_GRID_LOCALE_DE as default } from '@ag-grid-community/locale';
