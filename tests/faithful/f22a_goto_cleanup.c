/* No pragmas (--autodetect): the `goto` cleanup pattern: allocations checked with `goto fail`, nests
   between them, an error path taken on data, and the labels at the end that free in reverse order. */
#include <stdio.h>
#include <stdlib.h>

static int process(int n, int limit) {
  int rc = -1, i, j;
  double *a = NULL, *b = NULL;
  int *h = NULL;
  a = malloc(n * n * sizeof *a);
  if (a == NULL) goto fail;
  b = malloc(n * sizeof *b);
  if (b == NULL) goto fail_a;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i * n + j] = (i + 1.0) / (j + 2.0);
  for (i = 0; i < n; i++) {
    b[i] = 0;
    for (j = 0; j < n; j++)
      b[i] += a[i * n + j];
  }
  if (b[n - 1] > limit) {
    printf("too big %.10g\n", b[n - 1]);
    goto fail_b;
  }
  h = calloc(10, sizeof *h);
  if (!h) goto fail_b;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i * n + j] = a[i * n + j] * b[j] - b[i];
  for (i = 0; i < 10; i++)
    h[i] = (int)(a[i % n] * 100);
  printf("n %d b %.10g a %.10g h %d %d\n", n, b[n / 2], a[n * n - 1], h[0], h[9]);
  rc = 0;
  free(h);
fail_b:
  free(b);
fail_a:
  free(a);
fail:
  return rc;
}

int main(void) {
  printf("%d\n", process(20, 1000));
  printf("%d\n", process(50, 60));
  printf("%d\n", process(7, 1000));
  return 0;
}
