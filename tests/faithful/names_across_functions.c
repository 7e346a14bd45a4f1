/* One name for different objects: a static global array X and a local array X of another function (other
   type and extent), a global scalar s and a local s in the SCoP's function, a tentative definition of an
   array repeated (double T[N]; double T[N];) and an int tentatively defined, then initialised. */
#include <stdio.h>
#define N 30
static double X[N];
double T[N];
double T[N];
int lim;
int lim = 25;
double s = 100;

static void g(void) {
  int X[N + 5];
  for (int i = 0; i < N + 5; i++) X[i] = i * 3;
  long s = 7;
#pragma scop
  for (int i = 1; i < N + 5; i++)
    X[i] = X[i - 1] + X[i] + s;
  for (int i = 0; i < lim; i++)
    T[i] = T[i] + X[i] * 0.5;
#pragma endscop
  printf("%d %ld\n", X[N + 4], s);
}

static void f(void) {
#pragma scop
  for (int i = 0; i < N; i++)
    X[i] = X[i] + s * i;
  for (int i = 0; i < lim; i++)
    s = s + T[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) X[i] = i, T[i] = -i;
  g();
  f();
  g();
  for (int i = 0; i < N; i++) printf("%.17g %.17g\n", X[i], T[i]);
  printf("%.17g\n", s);
  return 0;
}
