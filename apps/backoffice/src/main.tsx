// The entry only configures zod, then loads the app. zod must be told not to probe for eval
// (the server's CSP forbids it) before any module that parses with it runs: a static import
// here would not guarantee that, since the bundler evaluates shared chunks (where zod lands,
// with code that parses at start) before the entry's own modules. The dynamic import does.
import './zod-jitless';
import './styles.css';

void import('./boot');
