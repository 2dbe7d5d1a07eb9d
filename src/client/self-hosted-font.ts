// Inter from the npm package (latin and latin-ext faces), served with the site, so pages need no font host.
import './self-hosted-font.css';
