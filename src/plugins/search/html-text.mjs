/** HTML with `change` applied to its text: tags, attributes, scripts and styles untouched. */
export const mapText = (html, change) =>
  html.replace(/(<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]*>)|([^<]+)/g, (match, tag, text) => tag ?? change(text));
