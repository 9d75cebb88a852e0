import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type PaletteMode } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createAppTheme } from './theme';

const STORAGE_KEY = 'colorMode';

interface ColorMode {
  mode: PaletteMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorMode>({ mode: 'light', toggle: () => undefined });

export const useColorMode = () => useContext(ColorModeContext);

function storedMode(): PaletteMode | null {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** Follows the system preference until the user picks a mode with the toggle, which is remembered. */
export function ColorModeProvider({ children, forcedMode }: { children: ReactNode; forcedMode?: PaletteMode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [chosen, setChosen] = useState<PaletteMode | null>(storedMode);
  const mode = forcedMode ?? chosen ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo<ColorMode>(
    () => ({
      mode,
      toggle: () => {
        const next = mode === 'dark' ? 'light' : 'dark';
        localStorage.setItem(STORAGE_KEY, next);
        setChosen(next);
      },
    }),
    [mode],
  );
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
