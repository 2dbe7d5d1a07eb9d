// Inter from the npm package, served with the site, so pages need no font host.
import '@fontsource-variable/inter';
