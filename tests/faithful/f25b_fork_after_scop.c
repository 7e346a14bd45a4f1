/* A program that forks after a SCoP ran: the child runs the SCoP's function again and prints, the
   parent waits for it and runs it once more (libgomp's threads do not survive fork: the OpenMP
   translation's next parallel region in the child waited for them forever). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#define N 64
double A[N], B[N];
static void step(int n, double f) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    B[i] = A[i] * f + i;
  for (i = 0; i < n; i++)
    A[i] = B[i] * 0.5;
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i % 5;
  step(N, 2.0);
  printf("parent before fork %.6f\n", A[10]);
  fflush(stdout);
  pid_t p = fork();
  if (p == 0) {
    step(N, 3.0);
    printf("child %.6f %.6f\n", A[10], B[N - 1]);
    fflush(stdout);
    _exit(0);
  }
  int st;
  waitpid(p, &st, 0);
  step(N, 4.0);
  printf("parent %.6f %d\n", A[10], WIFEXITED(st) ? WEXITSTATUS(st) : -1);
  return 0;
}
