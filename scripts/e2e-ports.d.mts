export declare const E2E_PORTS: { site: number; firestore: number; develop: number }
export declare function takenPorts(names?: (keyof typeof E2E_PORTS)[]): Promise<string[]>
