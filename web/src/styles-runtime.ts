// MUI's style engine and default theme (emotion, createTheme), evaluated by app/first-screen.ts in a task of its
// own before the first screen's components.
export { ThemeProvider, createTheme } from '@mui/material/styles';
