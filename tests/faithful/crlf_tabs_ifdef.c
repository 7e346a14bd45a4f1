/* CRLF line endings, tabs, two SCoPs on consecutive lines, a SCoP in #if 1, one under #ifdef FAST
   (the build defines it with -DFAST), one that is a whole function body, and the last SCoP at the end
   of the file without a trailing newline. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];
static void body_only(int n)
{
#pragma scop
	for (int i = 0; i < n; i++)
		C[i] = A[i] * B[i];
#pragma endscop
}
static void consecutive(int n) {
#pragma scop
	for (int i = 0; i < n; i++) A[i] = A[i] + 1;
#pragma endscop
#pragma scop
	for (int i = 1; i < n; i++) B[i] = B[i - 1] + A[i];
#pragma endscop
}
static void conditional(int n) {
#if 1
#pragma scop
	for (int i = 0; i < n; i++)
		A[i] = 2 * A[i] - B[i];
#pragma endscop
#endif
#ifdef FAST
#pragma scop
	for (int i = 0; i < n; i++)
		C[i] += FAST * A[i];
#pragma endscop
#else
	for (int i = 0; i < n; i++)
		C[i] -= 1;
#endif
}
static void last(int n);
int main(void) {
	for (int i = 0; i < N; i++) { A[i] = i % 5; B[i] = 1.0 / (i + 1); C[i] = 0; }
	consecutive(N);
	body_only(N);
	conditional(N - 3);
	last(N);
	double s = 0;
	for (int i = 0; i < N; i++) s = s * 0.9 + A[i] + B[i] + C[i];
	printf("%.15g\n", s);
	return 0;
}
static void last(int n) {
#pragma scop
	for (int i = 0; i < n; i++)
		B[i] = C[i] - A[n - 1 - i];
#pragma endscop
}