/* Casts between float and int in statements (and in a subscript, whose SCoP stays sequential), float
   literals in double expressions (1.0f, 0.1f, which is not 0.1), float arithmetic that must stay float,
   and unsigned short products promoted to int (40000 * 39607 fits an int, not an unsigned short). */
#include <stdio.h>
#define N 100
float F[N], G[N];
double D[N];
unsigned short US[N], VS[N];
int R[N];
unsigned UR[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = i * 0.3f;
    D[i] = i * 0.7;
    US[i] = (unsigned short)(40000 - i * 300);
    VS[i] = (unsigned short)(i * 400 + 7);
  }
#pragma scop
  for (int i = 0; i < N; i++)
    G[i] = F[(int)(i * 0.5f)] * 0.1f;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    G[i] += F[i] / 3.0f + F[i] * 0.1f;
    D[i] = D[i] * 0.1f + (double)(float)D[i] + (int)(D[i] * 2.5) + 1.0f / 3;
    R[i] = (US[i] * VS[i]) / 65536 + (US[i] * US[i] > 1000000000) + (int)(F[i] * 1e1f) % 17;
    UR[i] = (unsigned short)(US[i] * VS[i]) + (unsigned)(US[i] - VS[i]) / 2u;
  }
  for (int i = 1; i < N; i++)
    F[i] = F[i - 1] * 1.0001f + (float)(i % 3) * 0.25f - (float)D[i];
#pragma endscop
  double s = 0;
  long long t = 0;
  for (int i = 0; i < N; i++) { s = s * 0.5 + G[i] + D[i] + F[i]; t = t * 3 + R[i] + UR[i]; }
  printf("%.17g %lld\n", s, t);
  for (int i = 0; i < 8; i++) printf("%.9g %.17g %d %u %.9g\n", G[i], D[i], R[i], UR[i], F[i]);
  return 0;
}
