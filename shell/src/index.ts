// An async boundary so the Module Federation runtime can negotiate shared singletons before React loads.
import('./bootstrap');
