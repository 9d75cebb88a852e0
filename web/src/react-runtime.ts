// React's runtime, evaluated by main.tsx in a task of its own before the rest of the application.
export { createRoot } from 'react-dom/client';
export { startTransition } from 'react';
