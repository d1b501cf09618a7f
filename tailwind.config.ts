import type { Config } from 'tailwindcss'

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    // One container for every page: at most 1152 px of content (the width of max-w-6xl) and
    // 1 rem from a phone's edge, more from wider screens (src/index.css), so headings line up.
    container: { center: true, padding: '1rem', screens: { xl: '1216px' } },
    extend: {
      colors: {
        border: 'hsl(var(--border))',
        ring: 'hsl(var(--ring))',
        background: 'hsl(var(--background))',
        foreground: 'hsl(var(--foreground))',
        primary: {
          DEFAULT: 'hsl(var(--primary))',
          foreground: 'hsl(var(--primary-foreground))',
        },
        muted: { DEFAULT: 'hsl(var(--muted))', foreground: 'hsl(var(--muted-foreground))' },
        accent: { DEFAULT: 'hsl(var(--accent))', foreground: 'hsl(var(--accent-foreground))' },
        destructive: {
          DEFAULT: 'hsl(var(--destructive))',
          foreground: 'hsl(var(--destructive-foreground))',
        },
        ink: { DEFAULT: '#0b1020', soft: '#141a33' },
      },
      borderRadius: { lg: '0.75rem', md: '0.5rem', sm: '0.375rem' },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      keyframes: {
        'fade-up': { from: { opacity: '0', transform: 'translateY(8px)' }, to: { opacity: '1' } },
      },
      animation: { 'fade-up': 'fade-up 0.4s ease-out both' },
    },
  },
  plugins: [],
  // The defaults of rings, shadows, transforms, filters and gradients go on the elements whose
  // classes use them, not as ~37 custom properties on every element and pseudo-element (less
  // style work on the first screen). A ring @applied under a bare pseudo-class would
  // give them an empty selector: src/index.css writes the global focus ring out instead.
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config
