module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Mirrors the theme's breakpoints (src/lib/theme/tokens.ts) for CSS modules.
        'bp-sm': '37.5em',
        'bp-md': '56.25em',
        'bp-lg': '75em',
        'bp-xl': '100em',
      },
    },
  },
}
