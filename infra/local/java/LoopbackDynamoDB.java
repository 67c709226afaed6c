import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;

/** Starts DynamoDB Local bound to 127.0.0.1: the emulator has no flag for the address. */
public class LoopbackDynamoDB {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field f = DynamoDBProxyServer.class.getDeclaredField("server");
    f.setAccessible(true);
    Server jetty = (Server) f.get(proxy);
    for (Connector c : jetty.getConnectors()) {
      if (c instanceof ServerConnector) ((ServerConnector) c).setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local ready on 127.0.0.1");
    proxy.join();
  }
}
