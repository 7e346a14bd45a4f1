/* Included by scop_in_header.c: a function with a SCoP of its own.  s2s writes only the file it is
   given, so this SCoP stays as it is (sequential, with a warning); its lines are not the input's. */
static void header_kernel(int n, double *x, double *y)
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    y[i] = x[i] * 3.0;
#pragma endscop
}
