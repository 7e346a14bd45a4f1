/* Calls with side effects in SCoPs: printf of each element (the output's order is the program's), rand()
   (its sequence is the program's), and a library function that writes through a pointer (frexp); a global
   counter incremented in the loop is a reduction and is translated. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define N 12
static double A[N], B[N];
static int E[N];
long counter = 5;

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 1.25;
  srand(7);
#pragma scop
  for (int i = 0; i < N; i++)
    printf("%d %.17g\n", i, A[i] * 2);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = rand() % 100 + A[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = frexp(A[i] + 1, &E[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    counter++;
    B[i] = B[i] + 1;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g %.17g %d\n", A[i], B[i], E[i]);
  printf("%ld\n", counter);
  return 0;
}
