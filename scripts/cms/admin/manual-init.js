// Runs before Sveltia CMS loads (a classic script runs before any module script): the CMS then
// waits for init.js to pass the generated config, instead of fetching a config.yml.
window.CMS_MANUAL_INIT = true
