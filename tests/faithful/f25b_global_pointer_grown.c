/* A file-scope pointer and its length, grown with realloc between calls of a SCoP function that reads
   both from the globals; a struct holding a pointer member and its size. */
#include <stdio.h>
#include <stdlib.h>

double *buf;
int len;
struct vec { int n; double *d; } V;

static void process(void) {
  int i;
#pragma scop
  for (i = 0; i < len; i++)
    buf[i] = buf[i] * 0.5 + i;
  for (i = 0; i < V.n; i++)
    V.d[i] = V.d[i] + buf[i % 4];
#pragma endscop
}

static void grow(int to) {
  buf = realloc(buf, sizeof(double) * (size_t)to);
  for (int i = len; i < to; i++) buf[i] = -i;
  len = to;
}

int main(void) {
  V.n = 25;
  V.d = malloc(sizeof(double) * 25);
  for (int i = 0; i < 25; i++) V.d[i] = i % 3;
  grow(5);
  process();
  grow(40);
  process();
  grow(41);
  process();
  double s = 0;
  for (int i = 0; i < len; i++) s += buf[i] * (i + 1);
  printf("%.10f %.10f %.10f %.10f\n", s, buf[0], buf[40], V.d[24]);
  free(buf); free(V.d);
  return 0;
}
