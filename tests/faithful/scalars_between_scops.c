/* SCoPs that read what the previous ones wrote: a scalar computed as a sum in one SCoP and used as a
   scale in the next, a bound n2 set by host code between SCoPs from a SCoP's result, an element written
   by a SCoP that is a loop bound's source through a local, and a SCoP that both reads and updates a
   scalar another SCoP set (a normalisation chain, three times). */
#include <stdio.h>
#define N 2000
double X[N], Y[N];
int K[N];

int main(void) {
  for (int i = 0; i < N; i++) X[i] = ((i * 17) % 31) * 0.125;
  double norm = 0.0, shift = 1.0;
  for (int rep = 0; rep < 3; rep++) {
#pragma scop
    for (int i = 0; i < N; i++)
      norm += X[i] * X[i];
#pragma endscop
    double inv = 1.0 / (norm + 1.0);
#pragma scop
    for (int i = 0; i < N; i++)
      Y[i] = X[i] * inv + shift;
    shift = shift * 0.5 + Y[N - 1];
    for (int i = 0; i < N; i++)
      K[i] = (int)(Y[i] * 100) % 7;
#pragma endscop
    int n2 = K[rep] + N / 2;
#pragma scop
    for (int i = 0; i < n2; i++)
      X[i] = X[i] + K[i] - shift * 0.01;
#pragma endscop
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += X[i] * (i % 5 + 1) + Y[i];
  printf("%.12g %.12g %.12g\n", s, norm, shift);
  return 0;
}
