// Library-build entry for the stylesheet: Vite's lib mode takes only script entries, so this
// file pulls the CSS in and the build writes it out as dist/styles.css. Not part of the API.
import './build.css';
