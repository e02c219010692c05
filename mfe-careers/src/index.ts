// An async boundary, so shared singletons are negotiated before anything renders.
void import('./bootstrap');
