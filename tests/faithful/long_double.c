/* long double and bool data: a device target cannot hold them with the host's layout; the SCoP
   stays on the host and the result is C's. */
#include <stdbool.h>
#include <stdio.h>
#define N 40
long double L[N];
bool P[N];
double D[N];

int main(void) {
  for (int i = 0; i < N; i++) L[i] = i / 3.0L;
#pragma scop
  for (int i = 0; i < N; i++) {
    L[i] = L[i] * L[i] + 1.0L / 7.0L;
    P[i] = i % 3;
  }
  for (int i = 0; i < N; i++)
    D[i] = i * 2.0;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.15Lf %d %.3f\n", L[i], (int)P[i], D[i]);
  return 0;
}
